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
});
