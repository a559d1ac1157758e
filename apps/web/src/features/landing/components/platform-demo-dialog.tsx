import { CalendarClock, Film } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface PlatformDemoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRequestLiveDemo: () => void;
}

export default function PlatformDemoDialog({ open, onOpenChange, onRequestLiveDemo }: PlatformDemoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Platform Demo</DialogTitle>
          <DialogDescription>A recorded walkthrough of Verity is on its way.</DialogDescription>
        </DialogHeader>
        {/* min-w-0 and no fixed aspect on phones: the box follows the dialog's width instead of pushing past it. */}
        <div className="flex min-w-0 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-muted/50 p-4 text-center sm:aspect-video sm:p-6">
          <Film className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">Video coming soon</p>
          <p className="max-w-xs text-sm text-muted-foreground">
            In the meantime, our team can walk you through the platform live, on your own data.
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={onRequestLiveDemo}>
            <CalendarClock aria-hidden="true" />
            Request a live demo instead
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
