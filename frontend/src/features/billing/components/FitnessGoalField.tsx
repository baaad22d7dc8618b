import { copy } from '../../../copy';
import { FieldError } from './FieldError';
import type { PersonalDataFormState } from './PersonalDataFields';

const GOALS = [
  ['perder_grasa', copy.subscribe.goalLoseFat],
  ['aumentar_masa_muscular', copy.subscribe.goalGainMuscle],
] as const;

/** The goal the plan is built for: lose fat or gain muscle, one of the two. */
export function FitnessGoalField({ form }: { form: PersonalDataFormState }) {
  const { value, errors, set, id } = form;
  return (
    <fieldset className="field subscribe-form__goal" aria-invalid={Boolean(errors.fitnessGoal)}>
      <legend className="field__label">{copy.subscribe.fitnessGoalLabel}</legend>
      {GOALS.map(([goal, label]) => (
        <label key={goal} className="radio">
          <input
            type="radio"
            name="fitnessGoal"
            value={goal}
            checked={value.fitnessGoal === goal}
            onChange={() => {
              set('fitnessGoal', goal);
            }}
          />
          <span>{label}</span>
        </label>
      ))}
      <FieldError id={id('fitnessGoal-error')} message={errors.fitnessGoal} />
    </fieldset>
  );
}
