import type { AssessmentResults } from '@verity/contracts/assessment';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { AssessmentFlow } from './components/assessment-flow';

export interface AssessmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete?: (results: AssessmentResults) => void;
}

/** The modal variant (spec §2): the funnel with a close button. Loaded lazily from the landing page. */
export default function AssessmentDialog({ open, onOpenChange, onComplete }: AssessmentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-3xl p-6 sm:p-8"
        // The step heading takes focus itself (see StepHeading).
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <DialogTitle className="sr-only">Truth Assessment</DialogTitle>
        <DialogDescription className="sr-only">
          A free 8-question assessment of how trustworthy your organisation’s data and decisions are.
        </DialogDescription>
        {open ? <AssessmentFlow onFinished={() => onOpenChange(false)} {...(onComplete ? { onComplete } : {})} /> : null}
      </DialogContent>
    </Dialog>
  );
}
