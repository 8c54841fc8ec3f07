import { forwardRef } from 'react';
import AntButton, { type ButtonProps, type ButtonRef } from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';

/**
 * antd-mobile's Button, still named while it loads (docs/accessibility.md#names-and-landmarks):
 * antd-mobile puts its spinner in place of the label, so a screen reader met an unnamed button
 * for as long as the call was on its way. The label stays beside the spinner, visually hidden,
 * and the button says it is busy.
 */
export const Button = forwardRef<ButtonRef, ButtonProps>(function Button(
  { loadingIcon = <DotLoading color="currentColor" />, children, ...props },
  ref,
) {
  return (
    <AntButton
      ref={ref}
      {...props}
      aria-busy={props.loading === true ? true : undefined}
      loadingIcon={
        <>
          {loadingIcon}
          <span className="ui-visually-hidden">{children}</span>
        </>
      }
    >
      {children}
    </AntButton>
  );
});
