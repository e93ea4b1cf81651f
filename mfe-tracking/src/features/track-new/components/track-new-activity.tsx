export type TrackKind = 'wagering' | 'lottery' | 'slot' | 'table';
export function TrackNewActivity(_props: { onChoose: (kind: TrackKind) => void; onPreload: (kind: TrackKind) => void }) {
  return null;
}
