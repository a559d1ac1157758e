import { ArrowLeft, ArrowRight } from 'lucide-react';
import { FEATURE_NAMES, type FeatureId } from '@verity/contracts/assessment';
import { Button } from '@/components/ui/button';
import { AutomationDemo } from './demos/automation-demo';
import { DataQualityDemo } from './demos/data-quality-demo';
import { EngineDemo } from './demos/engine-demo';
import { StepHeading } from './step-heading';

const SUMMARIES: Record<FeatureId, string> = {
  'truth-validation':
    'A hypothesis is tested against the data, scored as a probability, and challenged by measured counter-hypotheses.',
  'data-quality-engine':
    'Every dataset is checked for missing values, duplicates, outliers and type drift before anyone reads a number from it.',
  'automation-engine': 'Verified results are re-checked on a schedule, so a conclusion is flagged when its data changes.',
  'adversarial-testing':
    'Alternative explanations are modelled on purpose; each one that holds lowers the score by what it explains away.',
};

interface FeatureStepProps {
  feature: FeatureId;
  onBack: () => void;
  onOpenSandbox: () => void;
}

export function FeatureStep({ feature, onBack, onOpenSandbox }: FeatureStepProps) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm font-medium text-primary">Live demo</p>
        <StepHeading>{FEATURE_NAMES[feature]}</StepHeading>
        <p className="mt-2 text-muted-foreground">{SUMMARIES[feature]}</p>
      </div>
      {feature === 'data-quality-engine' ? <DataQualityDemo /> : null}
      {feature === 'automation-engine' ? <AutomationDemo /> : null}
      {feature === 'truth-validation' || feature === 'adversarial-testing' ? <EngineDemo mode={feature} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Report
        </Button>
        <Button onClick={onOpenSandbox}>
          Open My Truth Sandbox
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
