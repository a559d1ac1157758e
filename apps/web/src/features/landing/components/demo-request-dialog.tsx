import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { requestDemo } from '../api';
import { type FieldErrors, type FieldRule, fieldErrors, firstInvalid, invalidProps } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { LEAD_FIELD_LIMITS as LIMITS } from '@verity/contracts/lead-limits';

const EMPTY = { name: '', email: '', company: '', role: '', message: '' };
type Field = keyof typeof EMPTY;
/** The server's rules for the demo request (contracts' demoRequestSchema), in the form's order. */
const RULES: Record<Field, FieldRule> = {
  name: { max: LIMITS.name, required: true },
  email: { max: LIMITS.email, required: true, email: true },
  company: { max: LIMITS.company, required: true },
  role: { max: LIMITS.role },
  message: { max: LIMITS.message },
};
const ORDER = Object.keys(RULES) as Field[];

interface DemoRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function DemoRequestDialog({ open, onOpenChange }: DemoRequestDialogProps) {
  const [form, setForm] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const canSubmit = form.name.trim() !== '' && form.email.trim() !== '' && form.company.trim() !== '' && !submitting;

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const found = fieldErrors(RULES, form);
    const first = firstInvalid(ORDER, found);
    setErrors(found);
    if (first) {
      document.getElementById(`demo-${first}`)?.focus();
      return;
    }
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
    setErrors({});
    onOpenChange(false);
  }

  const control = (field: Field) => ({
    value: form[field],
    onChange: update(field),
    maxLength: RULES[field].max,
    ...invalidProps(`demo-${field}`, errors[field]),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Enterprise Demo</DialogTitle>
          <DialogDescription>See Verity on your own claims and data. We reply within 24 hours.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          <FormField id="demo-name" label="Full name" required error={errors.name}>
            <Input id="demo-name" autoComplete="name" {...control('name')} required />
          </FormField>
          <FormField id="demo-email" label="Work email" required error={errors.email}>
            <Input id="demo-email" type="email" autoComplete="email" {...control('email')} required />
          </FormField>
          <FormField id="demo-company" label="Company" required error={errors.company}>
            <Input id="demo-company" autoComplete="organization" {...control('company')} required />
          </FormField>
          <FormField id="demo-role" label="Role" error={errors.role}>
            <Input id="demo-role" autoComplete="organization-title" {...control('role')} />
          </FormField>
          <FormField id="demo-message" label="What would you like to verify?" error={errors.message}>
            <Textarea id="demo-message" rows={3} {...control('message')} />
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
