import { PREVIEW_LENGTH, previewOf, splitParagraphs } from './insight-text';

describe('splitParagraphs', () => {
  it('should split on blank lines, including ones holding spaces, and drop empty paragraphs', () => {
    expect(splitParagraphs('One.\n\nTwo\nstill two.\n  \nThree.\n\n\n')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
  });
});

describe('previewOf', () => {
  it('should keep a short text whole', () => {
    expect(previewOf('Short and\n\nsweet.')).toBe('Short and sweet.');
  });

  it('should cut a long text to at most 200 characters at a word, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const preview = previewOf(text);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_LENGTH + 1);
    expect(preview).not.toContain('wor…');
  });
});
