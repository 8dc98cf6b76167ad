import type { RouterContextProvider } from "react-router";
import {
  type ApplicationInput,
  applicationForm,
  applicationToasts,
  resumeRules,
} from "~/lib/forms/application";
import { type FormResult, formRefused } from "~/lib/forms/result";
import { formValues } from "~/lib/forms/validate";
import type { Db } from "../db/client.server";
import { jobApplications, resumeFiles } from "../db/schema.server";
import { type DocumentVerdict, gateDocument } from "../files/gate.server";
import { readOneFileForm, uploadedFile } from "../files/one-file-form.server";
import { intake, type Submitter } from "../intake/intake.server";
import { unreadableForm } from "../intake/respond.server";
import { submitterOf } from "../intake/submitter.server";
import { enqueueNotice } from "../mail/outbox.server";
import { applicationNotice, noticeMailbox } from "../mail/templates.server";
import { findOpenJob, type Job } from "./jobs.server";
import { type Resume, resumeFileName } from "./resume.server";

export type ParsedApplication = { values: Record<string, string>; file: File | null };

/** The apply form's post, from reading the upload to saving it: the careers page's action. */
export async function applyForJob(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FormResult> {
  const parsed = await readApplicationForm(request);
  if ("ok" in parsed) return parsed;
  return submitApplication(parsed, await submitterOf(request, context));
}

/**
 * Reads an application post. The résumé is limited to 4.5 MB while it streams in, so an
 * oversized upload is cut off early instead of being buffered.
 */
export async function readApplicationForm(
  request: Request,
): Promise<ParsedApplication | FormResult> {
  const formData = await readOneFileForm(request, {
    field: "resume",
    maxFileBytes: resumeRules.maxBytes,
    maxParts: 20,
    otherBytes: 64 * 1024,
  });
  if (formData === "too-large") return formRefused(applicationToasts.fileTooLarge, { status: 413 });
  if (formData === "unreadable") return unreadableForm;
  return { values: formValues(formData), file: uploadedFile(formData, "resume") };
}

/** What the applicant is told when the file gate refuses the résumé (record 094). */
function refusedResume(verdict: DocumentVerdict & { ok: false }): FormResult {
  const { problem } = verdict;
  if (problem === "size") return formRefused(applicationToasts.fileTooLarge, { status: 413 });
  const toast =
    problem === "type"
      ? applicationToasts.wrongFileType
      : problem === "unreadable"
        ? verdict.ext === "pdf"
          ? applicationToasts.unreadablePdf
          : applicationToasts.unreadableDocx
        : applicationToasts[problem];
  return formRefused(toast, { status: 415 });
}

/** Saves a job application with its résumé and queues the HR notice, all in one transaction. */
export async function submitApplication(
  { values, file }: ParsedApplication,
  submitter: Submitter,
  db?: Db,
): Promise<FormResult> {
  let job: Job | null = null;
  let resume: Resume | null = null;

  return intake({
    kind: "applications",
    form: applicationForm,
    values,
    submitter,
    db,
    precheck: async (data) => {
      job = await findOpenJob(data.jobId, db);
      if (!job) return formRefused(applicationToasts.jobClosed, { status: 409 });
      if (!file) return null;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = await gateDocument(file.name, bytes);
      if (!type.ok) return refusedResume(type);
      resume = {
        fileName: resumeFileName(data.email, type.ext),
        contentType: type.contentType,
        bytes,
      };
      return null;
    },
    save: (tx, data, who) => saveApplication(tx, data, who, job, resume),
  });
}

async function saveApplication(
  tx: Db,
  data: ApplicationInput,
  submitter: Submitter,
  job: Job | null,
  resume: Resume | null,
) {
  const userId = submitter.user?.id ?? null;
  const [application] = await tx
    .insert(jobApplications)
    .values({
      ...data,
      userId,
      status: "Received",
      resumePath: resume?.fileName ?? null,
      source: submitter.source ?? null,
    })
    .returning({ id: jobApplications.id });
  if (!application) throw new Error("The application row was not created");
  let resumeFileId: string | undefined;
  if (resume) {
    const [stored] = await tx
      .insert(resumeFiles)
      .values({
        applicationId: application.id,
        fileName: resume.fileName,
        contentType: resume.contentType,
        size: resume.bytes.byteLength,
        data: resume.bytes,
      })
      .returning({ id: resumeFiles.id });
    resumeFileId = stored?.id;
  }
  const notice = applicationNotice({
    ...data,
    jobTitle: job?.title ?? null,
    resumeFileName: resume?.fileName ?? null,
    registered: userId !== null,
  });
  await enqueueNotice(tx, {
    kind: "application",
    to: noticeMailbox("applications"),
    replyTo: data.email,
    resumeFileId,
    ...notice,
    lead: { kind: "applications", id: application.id },
  });
  return application.id;
}
