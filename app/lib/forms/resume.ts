import type { ToastMessage } from "~/lib/toast";

/** Résumé rules (spec §9): pdf, doc or docx, at most 4.5 MB. */
export const resumeRules = {
  maxBytes: 4.5 * 1024 * 1024,
  extensions: [".pdf", ".doc", ".docx"],
  accept:
    ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

const noRole: ToastMessage = {
  title: "No Role Selected",
  description: "Something went wrong. Please select a role to apply for.",
  variant: "destructive",
};

export const applicationToasts = {
  noRole,
  fileTooLarge: {
    title: "File too large",
    description: "Please upload a resume smaller than 4.5MB.",
    variant: "destructive",
  },
  wrongFileType: {
    title: "Unsupported file",
    description: "Please upload your resume as a PDF, DOC or DOCX file.",
    variant: "destructive",
  },
  // What the file gate found (docs/decisions/094); the spec is silent on these.
  scripts: {
    title: "Unsupported file",
    description:
      "This file contains scripts or embedded files. Please save your resume without them (for example as a plain PDF) and upload it again.",
    variant: "destructive",
  },
  macros: {
    title: "Unsupported file",
    description:
      "This file contains macros. Please save your resume without them (for example as a plain DOCX or PDF) and upload it again.",
    variant: "destructive",
  },
  unpacked: {
    title: "Unsupported file",
    description:
      "This file is too large when unpacked. Please export your resume as an ordinary PDF or DOCX and upload that.",
    variant: "destructive",
  },
  unreadablePdf: {
    title: "Unsupported file",
    description:
      "This file could not be read as a PDF. Please export your resume as an ordinary PDF or DOCX and upload that.",
    variant: "destructive",
  },
  unreadableDocx: {
    title: "Unsupported file",
    description:
      "This file could not be read as a Word document. Please export your resume as an ordinary PDF or DOCX and upload that.",
    variant: "destructive",
  },
  uploadFailed: {
    title: "Upload Failed",
    description: "Could not upload your resume. Please try again.",
    variant: "destructive",
  },
  jobClosed: {
    title: "Position closed",
    description: "This position is no longer open for applications.",
    variant: "destructive",
  },
} satisfies Record<string, ToastMessage>;

/** Browser-side check of the chosen file, before anything is sent. */
export function resumeProblem(file: { name: string; size: number }): ToastMessage | null {
  const name = file.name.toLowerCase();
  if (!resumeRules.extensions.some((ext) => name.endsWith(ext)))
    return applicationToasts.wrongFileType;
  if (file.size > resumeRules.maxBytes) return applicationToasts.fileTooLarge;
  return null;
}
