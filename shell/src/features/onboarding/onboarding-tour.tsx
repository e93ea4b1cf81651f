import { useEffect, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import IconButton from '@mui/material/IconButton';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import CloseIcon from '@mui/icons-material/Close';
import { PRODUCT_NAME } from '@tally/contracts';
import { useToast } from '@tally/ui/core';
import { useCompleteOnboarding } from './complete-onboarding';
import { stepLabel, TOUR_STEPS } from './onboarding-steps';
import { StepVisual } from './step-visual';

/** Props of {@link OnboardingTour}. */
export interface OnboardingTourProps {
  open: boolean;
  /** Hides the tour (X, Escape, or after it is saved as complete). */
  onHide: () => void;
}

/** The attribute on <body> naming the tab a step highlights (styled in global-styles.tsx). */
export const TOUR_HIGHLIGHT_ATTRIBUTE = 'data-tour-highlight';

/**
 * The 8-step onboarding modal (spec sections 2 and 4). Clicking outside does not close it; X hides
 * it without saving; Skip Tutorial and Get Started save it as complete. Mounted afresh for each
 * showing, so a replay starts at step 1.
 */
export default function OnboardingTour({ open, onHide }: OnboardingTourProps) {
  const [index, setIndex] = useState(0);
  const complete = useCompleteOnboarding();
  const toast = useToast();
  const step = TOUR_STEPS[index];
  const last = index === TOUR_STEPS.length - 1;

  // Steps that name a tab highlight it in the bottom navigation while they show.
  useEffect(() => {
    if (!open || !step.highlightTab) return;
    document.body.setAttribute(TOUR_HIGHLIGHT_ATTRIBUTE, step.highlightTab);
    return () => document.body.removeAttribute(TOUR_HIGHLIGHT_ATTRIBUTE);
  }, [open, step.highlightTab]);

  const finish = () =>
    complete.mutate(undefined, {
      onSuccess: () => {
        onHide();
        toast({ title: 'Welcome aboard!', description: `You're ready to start tracking with ${PRODUCT_NAME}.` });
      },
      onError: (error) => toast({ title: 'Error', description: error.message, variant: 'error' }),
    });

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onHide();
      }}
      aria-labelledby="onboarding-title"
      aria-describedby="onboarding-content"
      fullWidth
      maxWidth="xs"
    >
      <DialogContent sx={{ pt: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Box component="span" sx={{ px: 1.25, py: 0.25, borderRadius: 4, bgcolor: 'primary.light', color: 'primary.dark', fontSize: '0.8rem', fontWeight: 600 }}>
            {stepLabel(index)}
          </Box>
          <IconButton aria-label="Close tutorial" onClick={onHide} size="small">
            <CloseIcon />
          </IconButton>
        </Stack>
        {/* Every step is laid out in the same grid cell and only the current one is shown: the modal is
            as tall as its tallest step on every step, so Next and Back stay under the thumb. */}
        <Box sx={{ display: 'grid' }}>
          {TOUR_STEPS.map((each, eachIndex) => {
            const current = eachIndex === index;
            return (
              <Box key={each.id} aria-hidden={current ? undefined : true} sx={{ gridArea: '1 / 1', visibility: current ? 'visible' : 'hidden' }}>
                <StepVisual id={each.id} />
                <Typography id={current ? 'onboarding-title' : undefined} variant="h2" component={current ? 'h2' : 'p'} sx={{ textAlign: 'center', mb: 1 }}>
                  {each.title}
                </Typography>
                <Typography id={current ? 'onboarding-content' : undefined} color="text.secondary" sx={{ textAlign: 'center' }}>
                  {each.content}
                </Typography>
              </Box>
            );
          })}
        </Box>
        <Stack direction="row" spacing={0.75} aria-hidden sx={{ justifyContent: 'center', my: 2.5 }}>
          {TOUR_STEPS.map((dot, dotIndex) => (
            <Box
              key={dot.id}
              sx={{ width: dotIndex === index ? 20 : 8, height: 8, borderRadius: 4, bgcolor: dotIndex <= index ? 'primary.main' : 'divider', transition: 'width 150ms' }}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Button onClick={() => setIndex((current) => current - 1)} disabled={index === 0 || complete.isPending}>
            Back
          </Button>
          {last ? (
            <Button variant="contained" onClick={finish} disabled={complete.isPending}>
              {complete.isPending ? 'Finishing...' : 'Get Started'}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setIndex((current) => current + 1)}>
              Next
            </Button>
          )}
        </Stack>
        {/* The last step has no Skip, but keeps its room: Get Started stands where Next stood. */}
        <Box sx={{ textAlign: 'center', mt: 1, minHeight: 44 }}>
          {last ? null : (
            <Button size="small" color="inherit" onClick={finish} disabled={complete.isPending} sx={{ color: 'text.secondary' }}>
              Skip Tutorial
            </Button>
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
