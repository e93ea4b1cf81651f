import { z } from 'zod';
import { ScanResult } from '../entities/scan-result';
import { SCAN_MIN_TEXT_CHARS } from '../constants';
import { VALIDATION_MESSAGES as M } from '../messages';
import { TEXT_MESSAGES, hasControlCharacters, withoutControlCharacters } from '../text';

/** A 10 MB image as base64 is about 13.4 million characters. */
const MAX_IMAGE_CHARS = 14_000_000;

/** POST /api/interpret-ticket-image: read a ticket photo (data URL or bare base64). */
export const InterpretTicketImageRequest = z.object({
  imageBase64: withoutControlCharacters(
    z.string({ error: M.imageRequired }).min(1, M.imageRequired).max(MAX_IMAGE_CHARS, { error: 'Please select an image smaller than 10MB', abort: true }),
    'Image',
  ),
});
export type InterpretTicketImageRequest = z.infer<typeof InterpretTicketImageRequest>;
export const InterpretTicketImageResponse = ScanResult;

/** POST /api/interpret-ticket: interpret text recognised on the device, with the image kept for the entry. */
export const InterpretTicketRequest = z.object({
  text: z
    .string({ error: M.noReadableText })
    .trim()
    .min(SCAN_MIN_TEXT_CHARS, M.noReadableText)
    .max(20_000, TEXT_MESSAGES.tooLong('Ticket text', 20_000))
    .refine((value) => !hasControlCharacters(value, true), TEXT_MESSAGES.controlCharacters('Ticket text')),
  image: withoutControlCharacters(z.string().max(MAX_IMAGE_CHARS, { error: 'Please select an image smaller than 10MB', abort: true }), 'Image').nullish(),
});
export type InterpretTicketRequest = z.infer<typeof InterpretTicketRequest>;
export const InterpretTicketResponse = ScanResult;
