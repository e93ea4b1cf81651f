/** The chart's two colours, shared by the canvas and its HTML legend (both above 4.5:1 on white). */
export const SPEND_COLOUR = '#0f766e';
export const NET_COLOUR = '#b45309';
