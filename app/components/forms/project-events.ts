/** The window event that opens the project enquiry modal (sent by other parts of the site and the old site's integrations). */
export const OPEN_PROJECT_FORM_EVENT = "openProjectForm";
