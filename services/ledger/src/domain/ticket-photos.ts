/** A ticket photo as stored: its real type (from its bytes) and the bytes. */
export interface TicketPhoto {
  contentType: string;
  image: Buffer;
}

/**
 * Re-encodes a ticket photo without its metadata (EXIF with a phone's GPS position: where the person
 * gambles), refusing one it cannot decode. The composition root picks the library (src/images/sharp-ticket-photos.ts).
 */
export type TicketPhotoCleaner = (photo: TicketPhoto) => Promise<TicketPhoto>;
