import { use, type ComponentType } from 'react';
import type { FormFieldKind } from '@portal/contracts/entities/form-field-rules';
import type { FieldControlProps } from './types.ts';

/**
 * A kind's control in its own chunk, for kinds whose code is heavy and rare (the uploader, the drawing pad):
 * a form loads it when its definition has such a field (`preload`, called by the form before it draws), and
 * the control suspends until it is there — once; a failed load is tried again on the next draw.
 */
export function lazyControl<K extends FormFieldKind>(
  load: () => Promise<{ default: ComponentType<FieldControlProps<K>> }>,
) {
  let loaded: ComponentType<FieldControlProps<K>> | undefined;
  let pending: Promise<ComponentType<FieldControlProps<K>>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function LazyControl(props: FieldControlProps<K>) {
    const Control = loaded ?? use(preload());
    return <Control {...props} />;
  }
  return { Control: LazyControl, preload, isLoaded: () => loaded !== undefined };
}
