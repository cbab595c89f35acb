import {
  ArrowRight, BookOpen, Bot, Box, Brain, Briefcase, Building2, ChartLine, Check, ChevronDown, ChevronUp,
  Clock, Code, Coins, Cog, ExternalLink, Eye, FlaskConical, Gauge, Globe, Handshake, House, Image, Info,
  Layers, LayoutGrid, Leaf, Lightbulb, Link, Lock, Mail, Menu, MessageSquare, Phone, Puzzle, Rocket, Scale,
  Search, Server, ShieldCheck, Sparkles, Target, Users, Wallet, Workflow, X, type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/types";
import { SocialGlyph } from "./social-glyph";

const LUCIDE: Record<Exclude<IconName, SocialName>, LucideIcon> = {
  brain: Brain, chain: Link, workflow: Workflow, lightbulb: Lightbulb, robot: Bot, building: Building2,
  coins: Coins, shield: ShieldCheck, globe: Globe, handshake: Handshake, chart: ChartLine, clock: Clock,
  eye: Eye, rocket: Rocket, code: Code, check: Check, phone: Phone, mail: Mail, layers: Layers,
  sparkles: Sparkles, users: Users, target: Target, cog: Cog, leaf: Leaf, lock: Lock, search: Search,
  book: BookOpen, briefcase: Briefcase, message: MessageSquare, cube: Box, server: Server,
  flask: FlaskConical, gauge: Gauge, puzzle: Puzzle, scale: Scale, wallet: Wallet, home: House,
  grid: LayoutGrid, image: Image, "arrow-right": ArrowRight, external: ExternalLink, menu: Menu,
  close: X, "chevron-down": ChevronDown, "chevron-up": ChevronUp, info: Info,
};

type SocialName = "facebook" | "linkedin" | "instagram" | "x" | "tiktok" | "pinterest" | "youtube";

function isSocial(name: IconName): name is SocialName {
  return !(name in LUCIDE);
}

/** A decorative icon: hidden from assistive technology, so the text beside it names the thing. */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  if (isSocial(name)) return <SocialGlyph name={name} className={className} />;
  const Component = LUCIDE[name];
  return <Component className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
