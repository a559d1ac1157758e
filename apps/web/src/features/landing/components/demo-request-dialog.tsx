import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { requestDemo } from '../api';
import { toast } from '@/lib/toast';

const EMPTY = { name: '', email: '', company: '', role: '', message: '' };

interface DemoRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function DemoRequestDialog({ open, onOpenChange }: DemoRequestDialogProps) {
  const [form, setForm] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const canSubmit = form.name.trim() !== '' && form.email.trim() !== '' && form.company.trim() !== '' && !submitting;

  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    const outcome = await requestDemo(form);
    setSubmitting(false);
    if (outcome.status === 'rejected') return; // the API client already showed the server's reason
    if (outcome.status === 'stored') {
      toast({ title: 'Demo Request Received', description: 'Our team will contact you within 24 hours' });
    } else {
      toast({ title: 'Request Submitted', description: "We'll be in touch soon" });
    }
    setForm(EMPTY);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Enterprise Demo</DialogTitle>
          <DialogDescription>See Verity on your own claims and data. We reply within 24 hours.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          <FormField id="demo-name" label="Full name" required>
            <Input id="demo-name" autoComplete="name" value={form.name} onChange={update('name')} required />
          </FormField>
          <FormField id="demo-email" label="Work email" required>
            <Input id="demo-email" type="email" autoComplete="email" value={form.email} onChange={update('email')} required />
          </FormField>
          <FormField id="demo-company" label="Company" required>
            <Input id="demo-company" autoComplete="organization" value={form.company} onChange={update('company')} required />
          </FormField>
          <FormField id="demo-role" label="Role">
            <Input id="demo-role" autoComplete="organization-title" value={form.role} onChange={update('role')} />
          </FormField>
          <FormField id="demo-message" label="What would you like to verify?">
            <Textarea id="demo-message" rows={3} value={form.message} onChange={update('message')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {submitting ? 'Sending…' : 'Request Demo'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
