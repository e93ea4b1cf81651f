import { insightSections, runsOf, type InsightSection } from './insight-structure';

const plain = (sections: InsightSection[]) => sections.flatMap((section) => section.paragraphs.map((p) => `${p.lead ? `${p.lead}: ` : ''}${p.runs.map((r) => r.text).join('')}`));

// As the local engine writes it (services/insights write-local-text.ts): a summary, findings, the help ladder.
const LOCAL = [
  'Across all your records you spent $100.00 and got back $45.00: a net loss of $55.00, a return of 45% on what you spent.',
  'Chasing losses: 2 times you placed a bigger stake within an hour of a loss (the largest was $50.00).',
  'Topping up: in 1 session you added money 3 or more times (at most 3 times in one).',
  'These records show several signs of harm together. You do not have to sort this out alone.',
  'To make a break stick, BetStop (betstop.gov.au) blocks you from every licensed online and phone betting service in Australia.',
  'Talking to someone helps: Gambling Help Online is free and confidential, day and night: call 1800 858 858 or chat at gamblinghelponline.org.au. If you are in crisis, call Lifeline on 13 11 14.',
].join('\n\n');

describe('insightSections', () => {
  it('should give the overview, the findings with their names as lead-ins, then the next steps', () => {
    const sections = insightSections(LOCAL);
    expect(sections.map((s) => [s.title, s.paragraphs.length])).toEqual([
      ['Overview', 1],
      ['What stands out', 2],
      ['Next steps', 3],
    ]);
    expect(sections[1].paragraphs.map((p) => p.lead)).toEqual(['Chasing losses', 'Topping up']);
    expect(plain(sections)).toEqual(LOCAL.split('\n\n'));
  });

  it('should emphasise the figures and link the phone numbers and the helplines own sites', () => {
    const runs = insightSections(LOCAL).flatMap((s) => s.paragraphs.flatMap((p) => p.runs));
    expect(runs.filter((r) => r.kind === 'strong').map((r) => r.text)).toEqual(['$100.00', '$45.00', '$55.00', '45%', '$50.00']);
    expect(runs.flatMap((r) => (r.kind === 'link' ? [[r.text, r.href]] : []))).toEqual([
      ['betstop.gov.au', 'https://www.betstop.gov.au'],
      ['1800 858 858', 'tel:1800858858'],
      ['gamblinghelponline.org.au', 'https://www.gamblinghelponline.org.au'],
      ['13 11 14', 'tel:131114'],
    ]);
  });

  it('should leave other addresses and any markup as text (nothing becomes HTML)', () => {
    const runs = runsOf('See sportsbet.com.au or <a href="https://x.com.au">here</a> and **this**.');
    expect(runs.filter((r) => r.kind === 'link')).toEqual([]);
    expect(runs.map((r) => r.text).join('')).toBe('See sportsbet.com.au or <a href="https://x.com.au">here</a> and this.');
    expect(runs.find((r) => r.kind === 'strong')?.text).toBe('this');
  });

  it('should keep an empty or a one-paragraph text simple, and every word of any text', () => {
    expect(insightSections('')).toEqual([]);
    expect(insightSections('Just this.').map((s) => s.title)).toEqual(['Overview']);
    expect(insightSections('Summary.\n\nLog more.\n\nCall 1800 858 858.').map((s) => s.title)).toEqual(['Overview', 'Next steps']);
    expect(insightSections('Summary.\n\nHow often: 1 day.\n\nA next step: set a limit.').map((s) => [s.title, s.paragraphs.map((p) => p.lead)])).toEqual([
      ['Overview', [null]],
      ['What stands out', ['How often']],
      ['Next steps', [null]],
    ]);
    const words = ['Risk:', 'spent', '$12.50', 'call', '1800 858 858', 'betstop.gov.au', '**x**', '40%', 'A', 'b:', '\n\n', 'Late nights:'];
    for (let i = 0; i < 200; i += 1) {
      const text = Array.from({ length: 25 }, () => words[Math.floor(Math.random() * words.length)]).join(' ');
      const kept = plain(insightSections(text)).join(' ').replace(/\s+/g, '');
      expect(kept).toBe(text.replace(/\*\*/g, '').replace(/\s+/g, ''));
    }
  });
});
