import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PILOT_OFFER as PILOT } from '../pilot-offer';
import { paths } from '@/app/paths';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { startPilot } from '../api';
import { toast } from '@/lib/toast';
import { formatNumber } from '@verity/contracts/format';

/** Spec §8: after a queued pilot request, go to onboarding after 1.5 s. */
export const PILOT_REDIRECT_DELAY_MS = 1500;

const EMPTY = { company: '', contactName: '', email: '', phoneNumber: '', useCase: '', dataVolume: '' };
const REQUIRED = ['company', 'contactName', 'email', 'useCase'] as const;

interface PilotRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function PilotRequestDialog({ open, onOpenChange }: PilotRequestDialogProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const canSubmit = REQUIRED.every((field) => form[field].trim() !== '') && !submitting;

  useEffect(() => () => {
    if (redirectTimer.current) clearTimeout(redirectTimer.current);
  }, []);

  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    const outcome = await startPilot(form);
    if (outcome.status === 'rejected') {
      setSubmitting(false);
      return;
    }
    setForm(EMPTY);
    onOpenChange(false);
    if (outcome.status === 'stored') {
      toast({ title: 'Pilot Program Initiated', description: 'Check your email for onboarding instructions' });
      navigate(paths.onboarding);
    } else {
      toast({ title: 'Pilot Request Received', description: 'Redirecting to onboarding' });
      redirectTimer.current = setTimeout(() => navigate(paths.onboarding), PILOT_REDIRECT_DELAY_MS);
    }
    setSubmitting(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start Enterprise Pilot Program</DialogTitle>
          <DialogDescription>
            {PILOT.days} days and {formatNumber(PILOT.verifiedDatapoints)} verified datapoints on your own use
            case.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="pilot-company" label="Company" required>
              <Input id="pilot-company" autoComplete="organization" value={form.company} onChange={update('company')} required />
            </FormField>
            <FormField id="pilot-contact-name" label="Contact name" required>
              <Input id="pilot-contact-name" autoComplete="name" value={form.contactName} onChange={update('contactName')} required />
            </FormField>
            <FormField id="pilot-email" label="Work email" required>
              <Input id="pilot-email" type="email" autoComplete="email" value={form.email} onChange={update('email')} required />
            </FormField>
            <FormField id="pilot-phone" label="Phone number">
              <Input id="pilot-phone" type="tel" autoComplete="tel" value={form.phoneNumber} onChange={update('phoneNumber')} />
            </FormField>
          </div>
          <FormField id="pilot-use-case" label="Use case" required>
            <Textarea
              id="pilot-use-case"
              rows={3}
              placeholder="Which claims or hypotheses do you want to verify?"
              value={form.useCase}
              onChange={update('useCase')}
              required
            />
          </FormField>
          <FormField id="pilot-data-volume" label="Expected data volume">
            <Input id="pilot-data-volume" placeholder="e.g. 50,000 rows a month" value={form.dataVolume} onChange={update('dataVolume')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {submitting ? 'Starting…' : 'Start Pilot'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
