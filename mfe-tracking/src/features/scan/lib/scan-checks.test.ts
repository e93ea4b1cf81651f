import { checkImageFile } from './check-image-file';
import { CHECK_BELOW, checkHint } from './field-confidence';
import { wrongTicketType } from './wrong-ticket-type';

describe('checkImageFile', () => {
  it('should refuse a file that is not an image with the spec title and line', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 1000 })).toEqual({ title: 'Invalid file type', description: 'Please select an image file (JPG, PNG, etc.)' });
  });

  it('should refuse an image over 10 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toEqual({ title: 'File too large', description: 'Please select an image smaller than 10MB' });
  });

  it('should accept an image of exactly 10 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
  });
});

describe('wrongTicketType', () => {
  it('should turn a lottery ticket away from the wagering dialog', () => {
    expect(wrongTicketType('wagering', 'lottery')).toEqual({
      title: 'Wrong ticket type',
      description: 'This appears to be a lottery ticket. Please use the lottery section instead.',
    });
  });

  it('should turn a wagering ticket away from the lottery dialog', () => {
    expect(wrongTicketType('lottery', 'wagering')).toEqual({
      title: 'Wrong ticket type',
      description: 'This appears to be a wagering ticket. Please use the wagering section instead.',
    });
  });

  it('should let a ticket of the dialog own kind, or an unknown one, through', () => {
    expect(wrongTicketType('wagering', 'wagering')).toBeNull();
    expect(wrongTicketType('lottery', 'lottery')).toBeNull();
    expect(wrongTicketType('wagering', 'unknown')).toBeNull();
    expect(wrongTicketType('lottery', 'unknown')).toBeNull();
  });
});

describe('checkHint', () => {
  it('should ask to check a field read with low confidence, saying how sure the reader was', () => {
    expect(checkHint({ value: 'Randwick', confidence: 0.62 }, 'Randwick')).toBe('Check this: read from your ticket (62% sure)');
  });

  it('should ask to check a field whose reader gave no confidence', () => {
    expect(checkHint({ value: '7', confidence: null }, '7')).toBe('Check this: read from your ticket');
  });

  it('should say nothing for a confident field, an unscanned one, or one the person has changed', () => {
    expect(checkHint({ value: '7', confidence: CHECK_BELOW }, '7')).toBeNull();
    expect(checkHint(undefined, '7')).toBeNull();
    expect(checkHint({ value: '7', confidence: 0.3 }, '8')).toBeNull();
  });
});
