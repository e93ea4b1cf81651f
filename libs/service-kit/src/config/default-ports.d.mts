/** The default listen port of every process in distributed mode (the gateway's is also the embedded app's). */
export declare const defaultPorts: Readonly<{
  gateway: 8080;
  identity: 8081;
  ledger: 8082;
  scanner: 8083;
  insights: 8084;
  alerts: 8085;
  shell: 8090;
  'mfe-tracking': 8091;
  'mfe-reports': 8092;
  'mfe-insights': 8093;
  'mfe-support': 8094;
}>;
/** A process of the port plan. */
export type PortName = keyof typeof defaultPorts;
