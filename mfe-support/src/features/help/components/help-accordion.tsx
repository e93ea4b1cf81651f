import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/**
 * One panel of an accordion: its summary is a button (Enter or Space opens it) named by the title.
 * A closed panel's content is not rendered (unmountOnExit): the page's first render stays small.
 */
export function HelpAccordion({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`} sx={{ minHeight: 48 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}
