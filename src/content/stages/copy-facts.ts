/**
 * A text's words and sentences as the search lint counts them (see searchFacts): a word is a
 * run of characters between spaces (as `\s` reads them) holding a letter or a digit; a sentence
 * is what lies between the spaces that follow a ".", "!" or "?", lower-cased, each run of spaces
 * made one, trimmed. Only sentences of at least `minWords` words are given.
 *
 * Found in one pass over the text's characters. As regular expressions (split at spaces and test
 * each piece for a letter, split at sentence ends, lower-case and make spaces single each
 * sentence) it took 17 to 18 ms for all the copy of this site's 46 pages, a fifth of compiling
 * them, and takes 6 to 6.5 ms: most of the copy is text of two bytes a character (its dashes and
 * curly quotes), which the expressions read slowly. They are in copy-facts.test.ts, which checks
 * that both find the same.
 */
export function copyFacts(text: string, minWords: number): { words: number; sentences: string[] } {
  let words = 0;
  const sentences: string[] = [];
  // The current sentence: its first and past its last character that is not a space, its gaps
  // between words, and whether each is one " ". Plain locals, no closure over them: V8 keeps a
  // closure's variables in a context object, which made the loop several times slower.
  let first = -1;
  let end = 0;
  let gaps = 0;
  let singleSpaced = true;
  // The current word: whether one is being read, and whether it holds a letter or digit.
  let inWord = false;
  let lettered = false;
  for (let at = 0; at <= text.length; at++) {
    const code = at < text.length ? text.charCodeAt(at) : 0x20;
    if (at === text.length || isSpace(code)) {
      const spaces = at;
      while (at + 1 < text.length && isSpace(text.charCodeAt(at + 1))) at++;
      if (inWord && lettered) words++;
      inWord = false;
      if (first < 0) continue;
      const before = text.charCodeAt(spaces - 1);
      // After ".", "!" or "?", or at the text's end, the sentence ends; other spaces are a gap in it.
      if (spaces === text.length || at + 1 === text.length || before === 0x2e || before === 0x21 || before === 0x3f) {
        if (gaps + 1 >= minWords) sentences.push(sentenceOf(text, first, end, singleSpaced));
        first = -1;
        gaps = 0;
        singleSpaced = true;
      } else {
        gaps++;
        singleSpaced &&= at === spaces && code === 0x20;
      }
      continue;
    }
    if (first < 0) first = at;
    end = at + 1;
    if (!inWord) {
      inWord = true;
      lettered = false;
    }
    if (lettered) continue;
    if (code < 0x80) lettered = (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
    // A letter beyond the first plane is read whole from its first half (its second then changes nothing).
    else lettered = LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(at)!));
  }
  return { words, sentences };
}

/** A sentence's text lower-cased, each run of spaces in it made one " ". */
const sentenceOf = (text: string, first: number, end: number, singleSpaced: boolean) =>
  (singleSpaced ? text.slice(first, end) : text.slice(first, end).replace(/\s+/g, ' ')).toLowerCase();

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a character is a space as `\s` and `trim` read one (ASCII's, no-break, Unicode's separators, line breaks, the byte order mark). */
function isSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
