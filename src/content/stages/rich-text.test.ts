import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../sanitize.ts';
import { removedMarkup } from './rich-text.ts';

/** What the editor is pointed at for the first piece of markup the sanitiser took out of `html`. */
const pointedAt = (html: string) => removedMarkup(html, sanitizeHtml(html).removed).written;

describe('removed markup, pointed at as written', () => {
  it('points at an attribute whatever characters its name has, and whatever its case', () => {
    expect(pointedAt('<p data-x(="1">Hi</p>')).toBe('data-x(=');
    expect(pointedAt('<p *="1">Hi</p>')).toBe('*=');
    expect(pointedAt('<p a+b="1">Hi</p>')).toBe('a+b=');
    expect(pointedAt('<p class="x"  ONCLICK = "go()">Hi</p>')).toBe('ONCLICK =');
  });

  it('points at a tag as written, not at a longer tag that starts with its name', () => {
    expect(pointedAt('<p>A</p><IFRAME src="https://video.example"></IFRAME>')).toBe('<IFRAME');
    expect(removedMarkup('<p><h2x>A</h2x><H2>B</H2></p>', ['<h2>']).written).toBe('<H2');
  });

  it('names the markup when it is not written as an attribute given a value', () => {
    expect(pointedAt('<p onclick>Hi</p>')).toBe('onclick attribute');
  });
});
