import { useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import type { ScanResult } from '@tally/contracts';
import { showToast } from '@tally/ui';
import { useTicketScan } from '../hooks/use-ticket-scan';
import { wrongTicketType, type ScanDialogKind } from '../lib/wrong-ticket-type';
import { ScanProgressDialog } from './scan-progress-dialog';

/** Props of {@link ScanTicket}. */
export interface ScanTicketProps {
  /** The dialog it sits in: a ticket of the other kind is turned away (spec section 8). */
  kind: ScanDialogKind;
  /** The submit button's label, named in the line that says nothing is saved until it is pressed. */
  submitLabel: string;
  /** A ticket of this dialog's kind was read: pre-fill the form with it. */
  onScanned: (result: ScanResult) => void;
  /** A ticket of the other kind was read: the wrong-type toast offers to open the other dialog with it. */
  onOtherKind?: (result: ScanResult) => void;
}

const OTHER_DIALOG: Record<ScanDialogKind, string> = { wagering: 'Open in Log Lottery Ticket', lottery: 'Open in Log Wagering' };

/**
 * Scan Ticket (spec section 2): the camera on phones (a file input that asks for the rear camera),
 * the file picker elsewhere; the photo is checked, read with progress, and handed to the form. A
 * ticket of the other kind gives the spec's "Wrong ticket type" toast and fills nothing here; the toast offers to open
 * the right dialog with what was read.
 */
export function ScanTicket({ kind, submitLabel, onScanned, onOtherKind }: ScanTicketProps) {
  const input = useRef<HTMLInputElement>(null);
  // Phones (a coarse pointer) open the camera; a desktop browser ignores `capture` and shows the picker anyway.
  const [phone] = useState(() => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches);
  const { view, start, cancel } = useTicketScan((result) => {
    const wrong = wrongTicketType(kind, result.type);
    if (wrong) showToast({ ...wrong, variant: 'error', action: onOtherKind ? { label: OTHER_DIALOG[kind], onClick: () => onOtherKind(result) } : undefined });
    else onScanned(result);
  });

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 2, p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<PhotoCameraOutlinedIcon aria-hidden />} onClick={() => input.current?.click()} sx={{ minHeight: 44 }}>
        Scan Ticket
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 200px' }}>
        {phone ? 'Take a photo' : 'Choose a photo'} of your ticket to fill in the details. Nothing is saved until you press {submitLabel}.
      </Typography>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture={phone ? 'environment' : undefined}
        aria-label="Ticket photo"
        tabIndex={-1}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same photo again scans it again.
          event.target.value = '';
          if (file) void start(file);
        }}
      />
      <ScanProgressDialog view={view} onCancel={cancel} />
    </Box>
  );
}
