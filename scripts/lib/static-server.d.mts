// Types of static-server.mjs for TypeScript callers (the gateway's distributed-mode test).
import type { Server } from 'node:http';

/** Creates (but does not start) a static server for one built front end. */
export function createStaticServer(options: { root: string; spa?: boolean }): Server;
