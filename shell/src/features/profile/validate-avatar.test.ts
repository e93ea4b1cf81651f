import { checkAvatarFile } from './validate-avatar';

const MB = 1024 * 1024;

describe('checkAvatarFile', () => {
  it('should accept an image of at most 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: 1200 })).toBeNull();
  });

  it("should refuse an image over 5 MB with the spec's message", () => {
    expect(checkAvatarFile({ type: 'image/png', size: 5 * MB + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB.',
    });
  });

  it('should refuse a file that is not an image', () => {
    expect(checkAvatarFile({ type: 'application/pdf', size: 100 })?.title).toBe('Invalid file type');
    expect(checkAvatarFile({ type: '', size: 100 })?.title).toBe('Invalid file type');
  });
});
