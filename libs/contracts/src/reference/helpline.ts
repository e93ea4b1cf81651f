/** A source a fact rests on. */
export interface ReferenceSource {
  title: string;
  url: string;
}

/** A support service a person can call, text or chat with (shared/reference/helplines.json). */
export interface Helpline {
  id: string;
  name: string;
  /** As printed, e.g. '1800 858 858'; null for web-only services. */
  phone: string | null;
  sms: string | null;
  url: string | null;
  hours: string | null;
  channels: readonly string[];
  description: string;
  audience: string | null;
  /** 'national' or a state or territory code (NSW, VIC, ...). */
  state: string;
  /** Suitable for an urgent "need help now" list. */
  crisis: boolean;
  sources: readonly ReferenceSource[];
}

export interface Emergency {
  name: string;
  phone: string;
  description: string;
}

/** A phone number as a tel: link ('1800 858 858' -> 'tel:1800858858'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A number as an sms: link. */
export function smsHref(phone: string): string {
  return `sms:${phone.replace(/[^\d+]/g, '')}`;
}
