// What JetStream holds for each consumer of the suite's stream, printed when an event check fails: whether a
// missing event is still waiting at the server (delivered and not acknowledged, to come again after the ack wait)
// or gone from it.
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';

/**
 * One line per consumer: delivered and acknowledged stream sequences, messages awaiting an ack, redelivered, not yet delivered.
 * @param {string} natsUrl
 * @param {string} stream
 * @returns {Promise<string>}
 */
export async function streamState(natsUrl, stream) {
  const nc = await connect({ servers: natsUrl, maxReconnectAttempts: 0 });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info(stream);
    const lines = [`stream ${stream}: ${state.messages} messages, sequences ${state.first_seq} to ${state.last_seq}`];
    for await (const consumer of jsm.consumers.list(stream)) {
      lines.push(
        `  ${consumer.name}: delivered to ${consumer.delivered.stream_seq}, acknowledged to ${consumer.ack_floor.stream_seq}, ` +
          `${consumer.num_ack_pending} awaiting an ack, ${consumer.num_redelivered} redelivered, ${consumer.num_pending} not yet delivered`,
      );
    }
    return lines.join('\n');
  } finally {
    await nc.close();
  }
}
