import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getListSettingsDetailQueryKey,
  listSettingsSaveView,
  useListSettingsDestroyView,
  useListSettingsDetail,
  useListSettingsSaveColumns,
} from '../../api/generated/listsettings/listsettings';
import type { ListSettings, ListView, SaveViewRequest } from '../../api/generated/model';
import type { RequestOptions } from '../../api/http';

/** A view as the views menu saves it: the list is implied. */
type ViewInput = Omit<SaveViewRequest, 'list'>;

/** The signed-in staff member's settings of one list, kept on the server. */
export interface ListSettingsState {
  /** The settings have been read (or could not be): the default view is known. */
  settled: boolean;
  /** Hidden columns, with the chooser's unsaved choice while it is open. */
  hidden: string[];
  views: ListView[];
  /** Shows a choice of hidden columns at once; commitHidden saves it. */
  chooseHidden(next: string[]): void;
  commitHidden(): void;
  /** `request`: a naming form's options (a refusal of the name shows on its field). */
  saveView(view: ViewInput, request?: RequestOptions): Promise<ListSettings>;
  destroyView(id: number): Promise<ListSettings>;
  busy: boolean;
}

const NOTHING: string[] = [];

export function useListSettings(list: string): ListSettingsState {
  const queryClient = useQueryClient();
  const detail = useListSettingsDetail({ list });
  const store = { onSuccess: (data: ListSettings) => queryClient.setQueryData(getListSettingsDetailQueryKey({ list }), data) };
  const columns = useListSettingsSaveColumns({ mutation: store });
  const save = useMutation({
    mutationFn: ({ data, request }: { data: SaveViewRequest; request?: RequestOptions }) => listSettingsSaveView(data, request),
    ...store,
  });
  const destroy = useListSettingsDestroyView({ mutation: store });
  const [draft, setDraft] = useState<string[] | null>(null);
  const saved = detail.data?.hiddenColumns ?? NOTHING;

  return {
    settled: !detail.isPending,
    hidden: draft ?? saved,
    views: detail.data?.views ?? [],
    chooseHidden: setDraft,
    commitHidden: () => {
      if (!draft || sameSet(draft, saved)) {
        setDraft(null);
        return;
      }
      // Until the server answers the table keeps the choice; a refusal falls back to what is stored.
      columns.mutate({ data: { list, hiddenColumns: draft } }, { onSettled: () => setDraft(null) });
    },
    saveView: (view, request) => save.mutateAsync({ data: { list, ...view }, request }),
    destroyView: (id) => destroy.mutateAsync({ data: { list, id } }),
    busy: save.isPending || destroy.isPending,
  };
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
