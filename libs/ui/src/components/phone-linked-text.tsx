import { Fragment } from 'react';
import { Box } from '@mui/material';
import { phoneNumberParts } from '../format/phone-numbers';

/**
 * Text whose phone numbers are tel: links (one tap to call on a phone) that never break across
 * lines. Plain text only goes in: nothing is parsed as HTML.
 */
export function PhoneLinkedText({ text }: { text: string }) {
  return (
    <>
      {phoneNumberParts(text).map((part, index) =>
        'tel' in part ? (
          <Box key={index} component="a" href={part.tel} sx={{ color: 'inherit', fontWeight: 600, textDecoration: 'underline', whiteSpace: 'nowrap' }}>
            {part.text}
          </Box>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
