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
        <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-muted/50 p-6 text-center">
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
