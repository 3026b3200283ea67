notice(type(annotate(Pp_nosuch_annotation)))
