import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Toaster } from '../../../ui/Toaster';
import { toastClosed } from '../toastsSlice';
import { selectCurrentToast, selectToastLeaving } from '../selectors';

export function ToasterContainer() {
  const toast = useAppSelector(selectCurrentToast);
  const leaving = useAppSelector(selectToastLeaving);
  const dispatch = useAppDispatch();
  return <Toaster toast={toast} leaving={leaving} onClose={(id) => dispatch(toastClosed({ id }))} />;
}
