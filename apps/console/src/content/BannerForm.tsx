import { bannerGroups, linkageTypes, type OperatorBanner } from '@portal/contracts';
import { useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Field, SelectField } from '../Field';
import { apiSchedule, ContentForm, ScheduleFields, scheduleOf } from './ContentForm';
import { TranslatedFields, writtenTexts } from './TranslatedFields';

type Linkage = (typeof linkageTypes)[number];

/**
 * A banner's texts, link, order and schedule: a new one, or the one being edited (issue 25 "Content"), with a
 * preview of the title on its picture as the member site shows it.
 */
export function BannerForm({ editing, onDone }: { editing: OperatorBanner | null; onDone: () => void }) {
  const { t, self } = useConsole();
  const c = t.content;
  const previewLanguage = self.site.languages[0] ?? 'EN';
  const [groupName, setGroupName] = useState<string>(editing?.groupName ?? 'w_home');
  const [title, setTitle] = useState<Record<string, string>>(editing?.title ?? {});
  const [linkageType, setLinkageType] = useState<Linkage>(editing?.linkageType ?? 'NONE');
  const [linkTarget, setLinkTarget] = useState(editing?.linkTarget ?? '');
  const [sortOrder, setSortOrder] = useState(String(editing?.sortOrder ?? 0));
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const [schedule, setSchedule] = useState(scheduleOf(editing));

  return (
    <ContentForm
      titleId="banner-form-title"
      newTitle={c.newBanner}
      editing={editing}
      onDone={onDone}
      list="banners"
      save={() =>
        api.saveBanner(editing?.id ?? null, {
          groupName: groupName as OperatorBanner['groupName'],
          title: writtenTexts(title),
          linkageType,
          linkTarget: linkageType === 'NONE' ? null : linkTarget.trim() || null,
          sortOrder: Number(sortOrder) || 0,
          enabled,
          ...apiSchedule(schedule),
        })
      }
    >
      <SelectField
        label={c.columns.group}
        value={groupName}
        options={bannerGroups}
        nameOf={(group) => c.groups[group]}
        onChange={setGroupName}
      />
      <TranslatedFields label={c.titleIn} values={title} onChange={setTitle} />
      <SelectField
        label={c.linkage}
        value={linkageType}
        options={linkageTypes}
        nameOf={(type) => c.linkages[type]}
        onChange={setLinkageType}
      />
      {linkageType !== 'NONE' && (
        <Field
          label={c.linkTarget}
          value={linkTarget}
          onChange={(event) => setLinkTarget(event.target.value)}
          required
        />
      )}
      <Field
        label={c.columns.order}
        type="number"
        min={0}
        max={999}
        value={sortOrder}
        onChange={(event) => setSortOrder(event.target.value)}
      />
      <ScheduleFields schedule={schedule} onChange={setSchedule} />
      <label className="check">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {c.enabled}
      </label>
      <section className="preview" aria-label={c.preview}>
        <p className="muted">{c.preview}</p>
        {/* The member site writes the title over the left of the picture; a new banner's picture is drawn on saving. */}
        <div className="banner-preview" style={editing ? { backgroundImage: `url(${editing.imageUrl})` } : undefined}>
          <strong>{title[previewLanguage] || title.EN || '…'}</strong>
        </div>
        {!editing && <p className="muted">{c.pictureOnSave}</p>}
      </section>
    </ContentForm>
  );
}
