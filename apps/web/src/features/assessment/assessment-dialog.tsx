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
        // Room above the content for the close button on narrow screens; the grid cell may shrink
        // below its content's width so long labels wrap instead of widening the dialog.
        className="max-w-3xl grid-cols-[minmax(0,1fr)] px-5 pt-12 pb-6 sm:p-8"
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
