import { type OperatorAnnouncement, operatorAnnouncementTypes, popupExecutionCodes } from '@portal/contracts';
import { useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { SelectField } from '../Field';
import { apiSchedule, ContentForm, ScheduleFields, scheduleOf } from './ContentForm';
import { TranslatedFields, writtenTexts } from './TranslatedFields';

type Kind = OperatorAnnouncement['type'];
type Audience = (typeof popupExecutionCodes)[number];

/** An announcement's texts per language, its kind and schedule, with a preview as members read it. */
export function AnnouncementForm({ editing, onDone }: { editing: OperatorAnnouncement | null; onDone: () => void }) {
  const { t, self } = useConsole();
  const c = t.content;
  const [type, setType] = useState<Kind>(editing?.type ?? 'PL');
  const [title, setTitle] = useState<Record<string, string>>(editing?.title ?? {});
  const [content, setContent] = useState<Record<string, string>>(editing?.content ?? {});
  const [audience, setAudience] = useState<Audience>(editing?.executionCode ?? 'A');
  const [isPublic, setPublic] = useState(editing?.isPublic ?? true);
  const [schedule, setSchedule] = useState(scheduleOf(editing));
  const previewLanguage = self.site.languages[0] ?? 'EN';

  return (
    <ContentForm
      titleId="announcement-form-title"
      newTitle={c.newAnnouncement}
      editing={editing}
      onDone={onDone}
      list="announcements"
      save={() =>
        api.saveAnnouncement(editing?.id ?? null, {
          type,
          title: writtenTexts(title),
          content: writtenTexts(content),
          executionCode: type === 'PU' ? audience : null,
          isPublic,
          sortOrder: editing?.sortOrder ?? 0,
          ...apiSchedule(schedule),
        })
      }
    >
      <SelectField
        label={c.columns.type}
        value={type}
        options={operatorAnnouncementTypes}
        nameOf={(kind) => c.types[kind]}
        onChange={setType}
      />
      {type === 'PU' && (
        <SelectField
          label={c.audience}
          value={audience}
          options={popupExecutionCodes}
          nameOf={(code) => c.audiences[code]}
          onChange={setAudience}
        />
      )}
      <TranslatedFields label={c.titleIn} values={title} onChange={setTitle} />
      <TranslatedFields label={c.contentIn} values={content} onChange={setContent} multiline />
      <ScheduleFields schedule={schedule} onChange={setSchedule} />
      <label className="check">
        <input type="checkbox" checked={isPublic} onChange={(event) => setPublic(event.target.checked)} />
        {c.public}
      </label>
      <section className="preview" aria-label={c.preview}>
        <p className="muted">{c.preview}</p>
        <h3>{title[previewLanguage] || title.EN || '…'}</h3>
        <p>{content[previewLanguage] || content.EN || '…'}</p>
      </section>
    </ContentForm>
  );
}
