import type { ScanConfidence } from '@tally/contracts';
import { classifyTicket } from './classify';
import { describeLottery, describeRacing, describeScratchie, describeSports } from './description';
import { findLocation } from './location';
import { readLottery } from './lottery';
import { findTicketCost, formatMoney, isAcceptedAmount } from './money';
import { readRacing } from './racing';
import { readScratchie } from './scratchies';
import { readSports } from './sports';
import { toLines } from './ticket-text';
import { type ReaderTuning, withDefaults } from './tuning';
import type { TicketFields, TicketReading } from './ticket-reading';

/** Every field null and the type unknown: what a reading starts from (and what tests build on). */
export function emptyTicketFields(): TicketFields {
  return {
    type: 'unknown',
    amount: null,
    description: null,
    location: null,
    racetrack: null,
    raceDate: null,
    raceTime: null,
    raceNumber: null,
    horseNumber: null,
    horseSelections: null,
    betType: null,
    isBoxed: null,
    subtype: null,
    racingSubtype: null,
  };
}

/** Reads an Australian wagering or lottery ticket's recognised text. Runs in the browser and on the server. */
export function readTicketText(text: string, tuning: ReaderTuning = {}): TicketReading {
  const tune = withDefaults(tuning);
  const lines = toLines(text);
  const fields = emptyTicketFields();
  const confidence: ScanConfidence = {};
  const { kind, confidence: kindConfidence } = classifyTicket(lines);
  if (kind === 'unknown') return { fields, confidence, lottery: null };

  const cost = findTicketCost(lines, tune.looseAmount);
  const setAmount = (value: number | null, sure: number): void => {
    if (value === null || !isAcceptedAmount(value)) return;
    fields.amount = formatMoney(value);
    confidence.amount = sure;
  };

  if (kind === 'racing' || kind === 'sports') {
    fields.type = 'wagering';
    confidence.type = kindConfidence;
    setAmount(cost?.value ?? null, cost?.confidence ?? 0);
    const location = findLocation(lines);
    if (location) {
      fields.location = location.value;
      confidence.location = location.confidence;
    }
    if (kind === 'racing') {
      const racing = readRacing(lines, tune);
      fields.subtype = 'Racing';
      confidence.subtype = kindConfidence;
      fields.racetrack = racing.racetrack;
      fields.raceDate = racing.raceDate;
      fields.raceTime = racing.raceTime;
      fields.raceNumber = racing.raceNumber;
      fields.horseNumber = racing.horseNumber;
      fields.horseSelections = racing.horseSelections;
      fields.betType = racing.betType;
      fields.isBoxed = racing.isBoxed;
      fields.racingSubtype = racing.racingSubtype;
      Object.assign(confidence, racing.confidence);
      fields.description = describeRacing(racing);
    } else {
      const sports = readSports(lines, tune.printDateFallback);
      fields.subtype = 'Sports Betting';
      confidence.subtype = kindConfidence;
      fields.betType = sports.market;
      fields.raceDate = sports.eventDate;
      fields.raceTime = sports.eventTime;
      if (sports.confidence.betType) confidence.betType = sports.confidence.betType;
      if (sports.confidence.raceDate) confidence.raceDate = sports.confidence.raceDate;
      if (sports.confidence.raceTime) confidence.raceTime = sports.confidence.raceTime;
      fields.description = describeSports(sports);
    }
    if (fields.description) confidence.description = 0.5;
    return { fields, confidence, lottery: null };
  }

  fields.type = 'lottery';
  confidence.type = kindConfidence;
  if (kind === 'scratchie') {
    const scratchie = readScratchie(lines);
    fields.subtype = 'Scratchies';
    confidence.subtype = kindConfidence;
    // A scratchie's cost is its price; a printed cost label only when no price badge was read.
    if (scratchie.price !== null) setAmount(scratchie.price, scratchie.priceConfidence);
    else if (cost && cost.label) setAmount(cost.value, cost.confidence * 0.6);
    fields.description = describeScratchie({ ...scratchie, price: fields.amount ? Number(fields.amount) : null });
    confidence.description = 0.4;
    return { fields, confidence, lottery: null };
  }

  const lottery = readLottery(lines, tune.printDateFallback);
  setAmount(cost?.value ?? null, cost?.confidence ?? 0);
  const location = findLocation(lines);
  if (location) {
    fields.location = location.value;
    confidence.location = location.confidence;
  }
  fields.subtype = lottery.game;
  if (lottery.game) confidence.subtype = lottery.gameConfidence;
  fields.raceDate = lottery.drawDate;
  if (lottery.drawDate) confidence.raceDate = lottery.drawDateConfidence;
  fields.description = describeLottery(lottery);
  if (fields.description) confidence.description = 0.5;
  return { fields, confidence, lottery: lottery.details };
}
