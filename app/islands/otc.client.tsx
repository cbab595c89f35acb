/** The OTC page's island script (docs/decisions/010-hydration-per-page.md): the network request form. */
import { OtcForm } from "~/components/otc/otc-form";
import { hydrateIslands } from "./hydrate";

hydrateIslands({ "otc-form": OtcForm });
