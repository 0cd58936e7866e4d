"""Is a word ending in a period an abbreviation or the end of a sentence?

Shared by the sentence splitter and the case-name parser. Legal text is dense with
abbreviations (Bluebook tables T6 and T10: "Inc.", "Servs.", "Dep't", "U.S.", "v."), so a
period ends a sentence only when the word before it is not one of them.
"""

from __future__ import annotations

import re
from functools import lru_cache


def words(*lines: str) -> frozenset[str]:
    """A word set written as lines of space-separated words."""
    return frozenset(w for line in lines for w in line.split())


# Abbreviations of six or more characters (shorter capitalised ones are caught by length).
LONG_ABBREVIATIONS = words(
    "Admin. Assocs. Commc'ns Constr. Distrib. Educ. Elecs. Enters. Envtl. Equip. Hldgs. Indus.",
    "Intern. Litig. Mortg. Pharms. Prods. Props. Publ'g Rehab. Servs. Techs. Transp. Bankr. Supp.",
    "Const. Crim. Evid. Prac. Proc. Consol. Compar. Comm'n Comm'r Corrs. Ests. Mgmt. Invs. Sols.",
    "Hosps. Mfrs. Fla. Mass. Wash. Conn. Mich. Minn. Okla. Ariz. Colo. Tenn. Wis. Wyo. Neb. Nev. Kan.",
    "Ark. Miss. Ala. Cal. Del. Ga. Haw. Ind. Ky. La. Md. Mo. Mont. N.C. N.D. N.H. N.J. N.M. N.Y. Or.",
    "Pa. R.I. S.C. S.D. Tex. Utah. Va. Vt. W.Va. Ill. Iowa. Idaho. Me.",
    "Agric. Broad. Brit. Mech. Temp.",
    "Condo. Condos. Telecomm. Telecomms. Tchrs. Immigr. Advert. Subcomm. Transcon. Reprod. Advoc.",
    "Behav. Neigh. Newsp. Comput. Psych. Intell. Sanit. Automat.",
    # reporters' words (reporters-db): "Pa. Super.", "Pa. Cmwlth.", "(4 Wheat.)", "La.App."
    "Super. Commw. Cmwlth. Unpub. Unrep. Wheat. La.App.",
)
# Lower-case abbreviations that never end a sentence in a citation context.
LOWER_ABBREVIATIONS = words(
    "v. vs. rel. al. e.g. i.e. cf. n. nn. p. pp. para. paras. ch. cl. art. pt.",
)
# The short abbreviations a party's name is written with (Bluebook T6, T10 and the given names
# of old captions): the short capitalised words the length rule cannot tell from a sentence's end
# ("Bros." from "God."), where a capitalised word follows.
NAME_ABBREVIATIONS = words(
    "Acad. Acct. All. Alt. Am. Ann. Anon. App. Apt. Assoc. Atl. Auth. Auto. Ave. Bd. Bhd. Bldg.",
    "Blvd. Bros. Bus. Cap. Cas. Cent. Chem. Chi. Cir. Civ. Cl. Co. Cos. Coal. Coll. Comm. Cmty. Comp.",
    "Cong. Corp. Corr. Cnty. Cty. Ct. Ctr. Def. Dev. Dir. Disc. Dist. Div. Econ. Elec. Emp. Ent.",
    "Equal. Est. Exch. Exec. Fam. Fed. Fid. Fin. Found. Gen. Grp. Guar. Hosp. Hous. Inc. Indem.",
    "Indep. Info. Ins. Inst. Inv. Lab. Liab. Ltd. Mach. Maint. Mfg. Med. Merch. Metro. Mgmt. Mkt.",
    "Mktg. Mun. Mut. Nat. Ne. Nw. Se. Sw. No. Org. Pac. Pers. Pharm. Phila. Pol. Prob. Prod. Prof.",
    "Prop. Prot. Pub. Rd. Ref. Reg. Rel. Rep. Res. Ret. Rest. Rev. Ry. Sav. Sch. Sci. Sec. Serv.",
    "Soc. Sq. St. Sta. Stat. Ste. Sur. Sys. Tech. Tel. Tr. Twp. Univ. Util. Vill. Mt. Ft. Pt. Dr. Mr.",
    "Mrs. Ms. Jr. Sr. Wm. Chas. Geo. Jas. Jno. Thos. Benj. Saml. Lt. Sgt. Capt. Col. Adm. Gov.",
    "Sen. Hon. Gr. Ariz. Ga. Md. Pa. Va. La. Ky. Mo. Me. Or. Ind. Del. Cal. Ala. Ark. Haw. Kan.",
    "Mass. Mich. Minn. Miss. Mont. Neb. Nev. Okla. Tenn. Tex. Vt. Wash. Wis. Wyo. Fla. Conn. Colo.",
    "Ag. Aero. Aff. Agcy. Atty. Cmtys. Comms. Corps. Dep. Dept. Dists. Emps. Eng. Enter. Env. Exam.",
    "Fams. Hldg. Hum. Imp. Inds. Invs. Mgt. Mkts. Ops. Orgs. Pros. Recs. Schs. Sts. Trs. Unif. Vet.",
    "Vets. Wkrs. Wrks. Coop. Prods. Mfrs. Afr. Agric. Broad. Brit. Mar. Mech. Temp. Transp.",
    "Cath. Det. Exp. Inj. Ineq. Juv. Mfr. Op. Pres. Priv. Pro. Resp. Rsch. Rsrv. Rts. Sol. Tpk. Tchr.",
)
_INITIALS = re.compile(r"^(?:[A-Za-z]\.){1,6}$")
# Abbreviations run together, as West prints reporters and courts: "N.J.Super.", "Pa.Super.",
# "La.Ct.App.", "Tex.App.", "Cal.App."
_RUN_TOGETHER = re.compile(r"^(?:[A-Z][A-Za-z]{0,7}\.){2,}$")
_LEADING_PUNCT = "([\"“‘'"


@lru_cache(maxsize=4096)  # legal prose repeats its abbreviations ("v.", "U.S.", "Id.") endlessly
def is_abbreviation(word: str) -> bool:
    """True if `word` (ending in '.') is an abbreviation rather than a sentence end."""
    core = word.lstrip(_LEADING_PUNCT)
    if not core.endswith("."):
        return False
    if core in LOWER_ABBREVIATIONS or core in LONG_ABBREVIATIONS:
        return True
    if _INITIALS.match(core) or _RUN_TOGETHER.match(core):
        return True  # U.S., N.A., J., S.D.N.Y.; N.J.Super., Ct.App.
    if "'" in core or "’" in core:
        return True  # Dep't., Ass'n.
    letters = core[:-1]
    # Short capitalised words: Inc., Co., Corp., Bros., Cir., Ct., App., Dist., Id.
    return bool(letters) and letters[0].isupper() and letters.isalpha() and len(letters) <= 4


def abbreviates_name_word(word: str) -> bool:
    """True if `word` (ending in '.') is written inside a party's name: a listed abbreviation
    (legal, T6, a state), initials, or an elision ("Ass'n."). "God." and "Ohio." are not: before a
    capitalised word they end a sentence."""
    core = word.lstrip(_LEADING_PUNCT)
    return (
        _listed_name_word(core)
        or (core.endswith("s.") and _listed_name_word(core[:-2] + "."))  # a plural: "Machs.", "Ams."
        or core in LOWER_ABBREVIATIONS
        or bool(_INITIALS.match(core))
        or "'" in core
        or "\u2019" in core
    )


def _listed_name_word(core: str) -> bool:
    return core in NAME_ABBREVIATIONS or core in LONG_ABBREVIATIONS
