import { Fragment } from 'react';
import { parseMarkup, type Inline } from '../lib/markup';

function InlineContent({ items }: { items: Inline[] }) {
  return (
    <>
      {items.map((item, index) => {
        switch (item.type) {
          case 'text':
            return <Fragment key={index}>{item.text}</Fragment>;
          case 'bold':
            return <strong key={index}><InlineContent items={item.children} /></strong>;
          case 'link':
            return <a key={index} href={item.href} rel="noopener noreferrer" target={item.href.startsWith('mailto:') ? undefined : '_blank'}>{item.text}</a>;
          case 'break':
            return <br key={index} />;
        }
      })}
    </>
  );
}

/** A post body (src/lib/markup.ts) as React elements: never as HTML. */
export function Markup({ source }: { source: string }) {
  return (
    <div className="markup">
      {parseMarkup(source).map((block, index) => {
        if (block.type === 'paragraph') return <p key={index}><InlineContent items={block.children} /></p>;
        const List = block.ordered ? 'ol' : 'ul';
        return <List key={index}>{block.items.map((item, i) => <li key={i}><InlineContent items={item} /></li>)}</List>;
      })}
    </div>
  );
}
