import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue string whose `{name}` placeholders hold markup (a link, a bold name), so a
 * translation can move them where its grammar wants: `I accept the {terms} and the {privacy}.`
 */
export function RichText({
  template,
  values,
}: {
  template: string;
  values: Record<string, ReactNode>;
}) {
  const pieces = template.split(/\{(\w+)\}/g);
  return (
    <>
      {pieces.map((piece, index) => (
        // Odd pieces are placeholder names; the template fixes the order, so indexes are stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one template never move
        <Fragment key={index}>{index % 2 ? (values[piece] ?? `{${piece}}`) : piece}</Fragment>
      ))}
    </>
  );
}
