import type { Page } from '@playwright/test';

/**
 * What does not fit its box on the page as it is now (visible elements only): an empty input's
 * placeholder wider than the room inside its padding (measured in the input's own font: an empty
 * input's scrollWidth does not show its placeholder), and a label or legend whose text overflows
 * (scrollWidth > clientWidth). Each as a sentence.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const shown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const found: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (!shown(input) || input.value !== '' || input.placeholder === '') continue;
      const style = getComputedStyle(input);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // A search field's clear button keeps its room (1em in Chromium) even while it is hidden.
      const clearButton = input.type === 'search' ? parseFloat(style.fontSize) : 0;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - clearButton;
      const needed = context.measureText(input.placeholder).width;
      if (needed > room + 0.5 || input.scrollWidth > input.clientWidth) {
        found.push(`placeholder "${input.placeholder}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)} px`);
      }
    }
    for (const label of document.querySelectorAll<HTMLElement>('label, legend')) {
      if (!shown(label) || label.classList.contains('visually-hidden')) continue;
      if (label.scrollWidth > label.clientWidth + 1) found.push(`label "${label.textContent?.trim()}" overflows its box`);
    }
    return found;
  });
}
