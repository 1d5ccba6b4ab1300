// A figure as copy writes it: an amount or a range, with its currency sign, thousands
// separators and suffix ("$1,000–1,500", "6–10", "98%", "$500K+"). A browser may break a line
// after a dash; inside a figure it must not.
const FIGURE = /[$€£]?\d[\d,.]*(?:[–-][$€£]?\d[\d,.]*)?[%+KM]?/g;

/** Plain text with every figure in it kept on one line. */
export function Figures({ text }: { text: string }) {
  const parts: (string | { figure: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(FIGURE)) {
    parts.push(text.slice(last, match.index), { figure: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <span key={index} className="whitespace-nowrap">
            {part.figure}
          </span>
        ),
      )}
    </>
  );
}
