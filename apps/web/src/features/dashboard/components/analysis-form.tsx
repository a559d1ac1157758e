import type { AnalysisRequest, AnalysisType } from '@verity/contracts/analysis';
import { ANALYSIS_TYPES, HYPOTHESIS_MAX_LENGTH } from '../analysis-constants';
import { FlaskConical, Loader2 } from 'lucide-react';
import { type FormEvent, type ReactNode, memo, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { type AttachedFile, DataInput } from './data-input';
import { SampleDatasetsPicker } from './sample-datasets-picker';
import {
  type DataFormat,
  analysisTypeLabel,
  isAnalysisType,
  parseAnalysisForm,
} from '../dashboard.utils';
import type { SampleDataset } from '../sample-datasets';
import { type AnalysisDraft, keepTypedDraft, readDraft, saveDraft, setSigningOutHere } from '../analysis-draft';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';

const TYPE_HINTS: Record<AnalysisType, string> = {
  descriptive: 'Means, medians and shares: is the figure what the claim says?',
  causal: 'Does X move Y once other columns and time are accounted for?',
  predictive: 'Does X predict Y out of sample (cross-validated)?',
  prescriptive: 'Which option should you choose: A or B?',
};

interface AnalysisFormProps {
  isRunning: boolean;
  /** Set when the plan's quota is reached: the form explains instead of failing on submit. */
  blockedReason?: ReactNode;
  /** The signed-in user's id: a submitted analysis is kept for them until it is stored (see analysis-draft). */
  draftOwner?: string | null;
  onSubmit: (request: AnalysisRequest) => void;
}

/** Hypothesis, data (JSON or CSV) and analysisType, checked as spec §5 says before anything is sent. */
export const AnalysisForm = memo(function AnalysisForm({ isRunning, blockedReason: reason, draftOwner = null, onSubmit }: AnalysisFormProps) {
  // Hydrated after the rest of the page (ADR 0022), maybe once the plan is known: the hydrating
  // render shows the form as the server drew it, the quota notice right after.
  const hydrated = useHydrated();
  const blockedReason = hydrated ? reason : undefined;
  const [hypothesis, setHypothesis] = useState('');
  const [dataText, setDataText] = useState('');
  const [format, setFormat] = useState<DataFormat>('json');
  const [file, setFile] = useState<AttachedFile | null>(null);
  const [analysisType, setAnalysisType] = useState<AnalysisType>('causal');
  const [dataError, setDataError] = useState<string | null>(null);
  const [draftCheckedFor, setDraftCheckedFor] = useState<string | null>(null);
  const [restored, setRestored] = useState<'submitted' | 'typed' | null>(null);

  // What is typed is kept when the form goes away: signed out in another tab, the auth screen
  // took the dashboard's place at once and the hypothesis and data were gone.
  const latest = useRef<AnalysisDraft>({ hypothesis, dataText, format, analysisType });
  useEffect(() => {
    latest.current = { hypothesis, dataText, format, analysisType };
  });
  useEffect(() => {
    // A new form: any sign-out this tab started is over.
    setSigningOutHere(false);
  }, []);
  useEffect(() => {
    if (!draftOwner) return undefined;
    return () => keepTypedDraft(draftOwner, latest.current);
  }, [draftOwner]);

  // Once the user is known (after hydration, so the first render matches the server's), an
  // analysis they submitted that was never stored — their session ended while it ran — comes back
  // into an empty form.
  if (hydrated && draftOwner && draftCheckedFor !== draftOwner) {
    setDraftCheckedFor(draftOwner);
    const draft = hypothesis === '' && dataText === '' ? readDraft(draftOwner) : null;
    if (draft) {
      setHypothesis(draft.hypothesis);
      setDataText(draft.dataText);
      setFormat(draft.format);
      setAnalysisType(draft.analysisType);
      setRestored(draft.typed ? 'typed' : 'submitted');
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseAnalysisForm({ hypothesis, dataText, format, analysisType });
    if (!parsed.ok) {
      setDataError(parsed.failure.title === 'Validation Error' ? null : parsed.failure.description);
      toast({ variant: 'destructive', ...parsed.failure });
      return;
    }
    setDataError(null);
    setRestored(null);
    if (draftOwner) saveDraft(draftOwner, { hypothesis, dataText, format, analysisType });
    onSubmit(parsed.request);
  }

  function loadSample(sample: SampleDataset) {
    setRestored(null);
    setHypothesis(sample.hypothesis);
    setDataText(sample.dataText);
    setFormat('json');
    setFile(null);
    setAnalysisType(sample.analysisType);
    setDataError(null);
  }

  const disabled = isRunning;

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <FlaskConical className="size-5 text-primary" aria-hidden="true" />
          Run an analysis
        </h2>
        <CardDescription>State a hypothesis, give the data, pick the kind of question.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <SampleDatasetsPicker onPick={loadSample} disabled={disabled} />
        <form onSubmit={handleSubmit} className="grid gap-4" noValidate aria-label="Analysis">
          <div className="grid gap-2">
            <Label htmlFor="analysis-hypothesis">
              Hypothesis <span className="text-destructive" aria-hidden="true">*</span>
            </Label>
            <Textarea
              id="analysis-hypothesis"
              value={hypothesis}
              onChange={(event) => setHypothesis(event.target.value)}
              maxLength={HYPOTHESIS_MAX_LENGTH}
              placeholder="e.g. Marketing spend increases revenue"
              className="min-h-20"
              disabled={disabled}
            />
          </div>

          <DataInput
            id="analysis-data"
            format={format}
            text={dataText}
            file={file}
            disabled={disabled}
            onFormatChange={(next) => {
              setFormat(next);
              setDataError(null);
            }}
            onTextChange={(next) => {
              setDataText(next);
              setDataError(null);
            }}
            onFileChange={(nextFile, text, nextFormat) => {
              setFile(nextFile);
              setDataText(text);
              setFormat(nextFormat);
              setDataError(null);
            }}
          />
          {dataError ? (
            <p className="-mt-2 text-sm text-destructive" role="alert">
              {dataError}
            </p>
          ) : null}

          <div className="grid gap-2">
            <Label htmlFor="analysis-type">Analysis type</Label>
            <NativeSelect
              id="analysis-type"
              value={analysisType}
              onChange={(event) => {
                if (isAnalysisType(event.target.value)) setAnalysisType(event.target.value);
              }}
              disabled={disabled}
              aria-describedby="analysis-type-hint"
            >
              {ANALYSIS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {analysisTypeLabel(type)}
                </option>
              ))}
            </NativeSelect>
            <p id="analysis-type-hint" className="text-xs text-muted-foreground">
              {TYPE_HINTS[analysisType]}
            </p>
          </div>

          {restored ? (
            <p className="text-sm text-muted-foreground" role="status">
              {restored === 'typed'
                ? 'What you had typed here is back in the form. Run it when you are ready.'
                : 'Your last submitted analysis was not stored, so it is back in the form. Run it again when you are ready.'}
            </p>
          ) : null}

          {blockedReason ? <div className="text-sm">{blockedReason}</div> : null}

          <Button type="submit" size="lg" disabled={disabled || Boolean(blockedReason)}>
            {isRunning ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {isRunning ? 'Analyzing…' : 'Run analysis'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
});
