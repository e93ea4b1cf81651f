import { records, session, wager } from './helpers/records-fixture';
import { startInsights, type InsightsKit } from './helpers/insights-test-kit';
import { startStandInOpenAi, type StandInOpenAi } from '@tally/service-kit/testing';

const nov = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour - 11)).toISOString();

/** A model answer using only figures from the markers (spent $150.00, won $40.00, 2 days) and the helpline. */
const GOOD = {
  paragraphs: [
    'This month you spent $150.00 and got back $40.00, so you are down $110.00 overall. That is money gone, and it is worth pausing on.',
    'You played on 2 days, within the guideline of 4 days a month. One session ran past an hour; a break at 45 minutes helps.',
    'If it stops feeling like fun, Gambling Help Online is free and open day and night on 1800 858 858.',
  ],
};

describe('the OpenAI text writer (against a local stand-in server)', () => {
  let openAi: StandInOpenAi;
  let kit: InsightsKit;
  const user = '5b1f0a4e-8d2c-4c7e-9a3b-2f6d8e1c0a9b';

  beforeAll(async () => {
    openAi = await startStandInOpenAi();
    kit = await startInsights({ OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openAi.baseUrl, OPENAI_MODEL: 'gpt-test', OPENAI_TIMEOUT_MS: '500' });
    kit.ledger.setRecords(user, records([wager(nov(3), '100.00', { result: 'loss' })], [session(nov(4), 65, ['50.00'], '40.00')]));
    await kit.http().put('/api/insights/income').set(kit.as(user)).send({ annualIncome: '98765.43' });
  });
  afterAll(async () => {
    await kit.stop();
    await openAi.close();
  });

  it('When the model answers with figures from the markers, then its text is saved, and it was sent the markers only', async () => {
    openAi.answerJson(GOOD);
    const before = openAi.requests.length;

    const res = await kit.generate(user);

    expect(res.status).toBe(200);
    expect(res.body.insights).toBe(GOOD.paragraphs.join('\n\n'));
    const [sent] = openAi.requests.slice(before);
    expect(sent?.authorization).toBe('Bearer sk-test-key');
    expect(sent?.body.model).toBe('gpt-test');
    expect(sent?.body.response_format).toEqual({ type: 'json_object' });
    const userMessage = String(sent?.body.messages.find((m) => m.role === 'user')?.content);
    expect(JSON.parse(userMessage).totals).toMatchObject({ spent: 150, won: 40, net: -110 });
    // Never the income, the person or their records.
    expect(userMessage).not.toContain('98765');
    expect(userMessage).not.toContain(user);
    expect(userMessage).not.toContain('createdAt');
  });

  it.each([
    ['a figure the markers do not hold', { paragraphs: [GOOD.paragraphs[0]!.replace('$110.00', '$1,110.00'), ...GOOD.paragraphs.slice(1)] }],
    ['too short a text', { paragraphs: ['Call 1800 858 858.'] }],
    ['no helpline', { paragraphs: GOOD.paragraphs.slice(0, 2) }],
    ['a different shape', { text: GOOD.paragraphs.join('\n\n') }],
  ])('When the model answers with %s, then the local text is saved instead', async (_what, answer) => {
    openAi.answerJson(answer);

    const res = await kit.generate(user);

    expect(res.status).toBe(200);
    expect(res.body.insights).toContain('Across this month you spent $150.00 and got back $40.00');
  });

  it('When the model fails or runs late, then the local text is saved', async () => {
    openAi.answerWith(() => ({ status: 500 }));
    expect((await kit.generate(user)).body.insights).toContain('Across this month you spent $150.00');
    openAi.answerWith(() => ({ content: JSON.stringify(GOOD), delayMs: 800 }));
    expect((await kit.generate(user)).body.insights).toContain('Across this month you spent $150.00');
  });
});
