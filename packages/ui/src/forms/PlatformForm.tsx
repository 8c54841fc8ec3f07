import { forwardRef, isValidElement, useRef } from 'react';
import { announce } from '../announce';
import AdmForm, {
  type FormInstance,
  type FormItemProps,
  type FormProps,
} from 'antd-mobile/es/components/form';
import AdmInput from 'antd-mobile/es/components/input';
import { PhoneInput } from './PhoneInput';

/**
 * The kit's form item: a typed field (the kit's Input) shows its error when the player leaves it
 * (and on submit), not at every key press nor only once the other fields are valid, and the error
 * clears as soon as the player types again; a choice
 * (checkbox, picker, chips) is checked when it changes. An item may pass its own `validateTrigger`.
 * (antd-mobile's Form ignores a form-wide `validateTrigger`, so the default sits on the item.)
 */
function FormItem(props: FormItemProps) {
  const typed =
    isValidElement(props.children) &&
    (props.children.type === AdmInput || props.children.type === PhoneInput);
  if (!typed || props.validateTrigger) return <AdmForm.Item {...props} />;
  // The rules run when the field is left; a change runs none of them, which clears a shown error
  // while the player types the fix. Otherwise the error would vanish only on the next blur, and
  // the layout would jump under the finger that taps the submit button.
  return (
    <AdmForm.Item
      {...props}
      validateTrigger={['onChange', 'onBlur']}
      rules={props.rules?.map((rule) =>
        typeof rule === 'function'
          ? (form: Parameters<typeof rule>[0]) => ({ validateTrigger: 'onBlur', ...rule(form) })
          : { validateTrigger: 'onBlur', ...rule },
      )}
    />
  );
}

/**
 * antd-mobile's Form with the kit's item. A submit that fails the rules reads the first error out
 * (the live region, docs/accessibility.md#live-region) and puts the focus on its field, so a player
 * who cannot see the red line under a field still learns what to fix and where.
 */
export const Form = Object.assign(
  forwardRef<FormInstance, FormProps>(function PlatformForm(props, ref) {
    const holder = useRef<HTMLDivElement>(null);
    const onFinishFailed: FormProps['onFinishFailed'] = (info) => {
      const first = info.errorFields[0]?.errors[0];
      if (first) announce(first, 'assertive');
      requestAnimationFrame(() =>
        holder.current
          ?.querySelector<HTMLElement>(
            '.adm-form-item-has-error :is(input, textarea, button, [tabindex="0"])',
          )
          ?.focus(),
      );
      props.onFinishFailed?.(info);
    };
    return (
      <div ref={holder} className="kit-form">
        <AdmForm {...props} onFinishFailed={onFinishFailed} ref={ref} />
      </div>
    );
  }),
  {
    Item: FormItem,
    Subscribe: AdmForm.Subscribe,
    Header: AdmForm.Header,
    Array: AdmForm.Array,
    useForm: AdmForm.useForm,
    useWatch: AdmForm.useWatch,
  },
);
