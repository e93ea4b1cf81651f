import { jest } from '@jest/globals';
import { silentLogger } from '../testing';
import { runEventBusContract } from './event-bus.contract';
import { createInProcessEventBus } from './in-process-event-bus';

runEventBusContract('in-process', async (options) => {
  const bus = createInProcessEventBus({ logger: silentLogger(), ...options });
  return { bus, cleanup: () => bus.close() };
});

describe('in-process event bus', () => {
  it('should reject publish while a handler fails, so the outbox keeps the event', async () => {
    const bus = createInProcessEventBus({ logger: silentLogger() });
    await bus.subscribe({
      subject: 'a.b.c',
      durable: 'x-y',
      handle: async () => {
        throw new Error('down');
      },
    });

    await expect(bus.publish({ id: '1', subject: 'a.b.c', occurredAt: new Date().toISOString(), payload: {} })).rejects.toThrow('down');
    await bus.close();
  });

  it('should refuse a second subscription with the same durable', async () => {
    const bus = createInProcessEventBus({ logger: silentLogger() });
    const subscription = { subject: 'a.b.c', durable: 'x-y', handle: async () => undefined };
    await bus.subscribe(subscription);

    await expect(bus.subscribe(subscription)).rejects.toThrow('already subscribed');
    await bus.close();
  });

  it("should make an event's logger only when a handler logs, with the event's fields", async () => {
    const logger = silentLogger();
    const child = jest.spyOn(logger, 'child');
    const bus = createInProcessEventBus({ logger });
    await bus.subscribe({ subject: 'a.b.c', durable: 'x-quiet', handle: async () => undefined });
    await bus.publish({ id: '1', subject: 'a.b.c', occurredAt: new Date().toISOString(), payload: {} });
    expect(child).not.toHaveBeenCalled();

    await bus.subscribe({ subject: 'a.b.d', durable: 'x-talks', handle: async (_event, ctx) => ctx.logger.info('handled') });
    await bus.publish({ id: '2', subject: 'a.b.d', occurredAt: new Date().toISOString(), payload: {} });
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ subject: 'a.b.d', eventId: '2', durable: 'x-talks' });
    await bus.close();
  });
});
