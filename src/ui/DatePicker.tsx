import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { endOfWeek } from 'date-fns/endOfWeek';
import { isSameDay } from 'date-fns/isSameDay';
import { isSameMonth } from 'date-fns/isSameMonth';
import { isValid } from 'date-fns/isValid';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { formatDate, weekStartsOn } from '../lib/dates';
import { formatDayOfMonth, formatFullDay, formatMonthYear, formatWeekdayShort, parseDate } from '../lib/calendar';
import { svDatePicker } from '../text/svDatePicker';
import { CalendarIcon } from './icons';

const t = svDatePicker;

interface DatePickerProps {
  /** The text field's id (its <label htmlFor> is the caller's). */
  id: string;
  /** 'yyyy-MM-dd', or what is being typed. */
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
}

/** A typed 'yyyy-MM-dd' as a date, or null. */
export function parseCalendarDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseDate(value);
  return isValid(date) ? date : null;
}

/** The weeks of a month's grid, Monday first (spec §1), each a row of seven days. */
export function monthGrid(month: Date): Date[][] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn });
  const weeks: Date[][] = [];
  for (let day = first; weeks.length === 0 || isSameMonth(day, month); day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/**
 * One date field for the portal (spec §1 week from Monday, §9 'yyyy-MM-dd'): typed, or picked from
 * a month grid in a dialog after the ARIA date-picker dialog pattern. Arrows move a day or a
 * week, Page Up/Down a month, Home/End to the week's ends, Enter picks, Escape closes; the focus
 * goes back to the button. The same in every browser language.
 */
export function DatePicker({ id, value, onChange, describedBy, invalid }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = parseCalendarDate(value);
  const [focused, setFocused] = useState<Date>(selected ?? new Date());
  const button = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const hintId = useId();

  useEffect(() => {
    if (!open) return;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [open, focused]);

  const show = () => {
    setFocused(selected ?? new Date());
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (day: Date) => {
    onChange(formatDate(day));
    close();
  };

  const onGridKey = (event: KeyboardEvent) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
      Home: () => startOfWeek(focused, { weekStartsOn }),
      End: () => endOfWeek(focused, { weekStartsOn }),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setFocused(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focused);
    }
  };
  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Only the calendar closes, not a modal around it.
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  const weeks = monthGrid(focused);
  const weekdays = weeks[0].map((day) => formatWeekdayShort(day));

  return (
    <div className="date-picker">
      <div className="date-picker__field">
        <input
          id={id} className="input" type="text" inputMode="numeric" autoComplete="off" placeholder={t.placeholder} value={value}
          aria-invalid={invalid || undefined} aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
        <span id={hintId} className="visually-hidden">{t.format}</span>
        <button ref={button} type="button" className="button date-picker__toggle" aria-haspopup="dialog" aria-expanded={open} onClick={() => (open ? close() : show())}>
          <CalendarIcon />
          <span className="visually-hidden">{t.open}</span>
        </button>
      </div>
      {open && (
        // Escape anywhere in the calendar closes it (the ARIA date-picker dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div className="date-picker__dialog" role="dialog" aria-modal="true" aria-labelledby={headingId} onKeyDown={onDialogKey}>
          <div className="date-picker__head">
            <button type="button" className="button date-picker__nav" onClick={() => setFocused(addMonths(focused, -1))}>
              <span aria-hidden="true">‹</span><span className="visually-hidden">{t.previousMonth}</span>
            </button>
            <h2 id={headingId} className="date-picker__month" aria-live="polite">{formatMonthYear(focused)}</h2>
            <button type="button" className="button date-picker__nav" onClick={() => setFocused(addMonths(focused, 1))}>
              <span aria-hidden="true">›</span><span className="visually-hidden">{t.nextMonth}</span>
            </button>
          </div>
          <table ref={grid} className="date-picker__grid" role="grid" aria-labelledby={headingId} onKeyDown={onGridKey}>
            <thead>
              <tr>{weekdays.map((day) => <th key={day} scope="col" abbr={day}>{day}</th>)}</tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0].toISOString()}>
                  {week.map((day) => {
                    const isFocused = isSameDay(day, focused);
                    const isSelected = selected !== null && isSameDay(day, selected);
                    return (
                      <td key={day.toISOString()} aria-selected={isSelected}>
                        <button
                          type="button"
                          tabIndex={isFocused ? 0 : -1}
                          aria-label={formatFullDay(day)}
                          className={`date-picker__day${isSameMonth(day, focused) ? '' : ' date-picker__day--outside'}${isSelected ? ' date-picker__day--selected' : ''}`}
                          onClick={() => pick(day)}
                        >
                          {formatDayOfMonth(day)}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="date-picker__foot">
            <button type="button" className="button" onClick={close}>{t.close}</button>
          </div>
        </div>
      )}
    </div>
  );
}
